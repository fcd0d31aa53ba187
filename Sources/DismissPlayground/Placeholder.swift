// The playground lives here.
