include tools
include tools::helper
