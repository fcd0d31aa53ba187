@_exported import DismissCore
