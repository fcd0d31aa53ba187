print("dismisskit")
