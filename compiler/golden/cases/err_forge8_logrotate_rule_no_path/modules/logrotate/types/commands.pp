# @summary Data type for commands
type Logrotate::Commands = Variant[String,Array[String]]
