function m::fn() { "fn: module=${module_name} caller=${caller_module_name}" }
