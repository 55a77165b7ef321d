class m::base {
  notice("base: module=${module_name} caller=${caller_module_name}")
}
