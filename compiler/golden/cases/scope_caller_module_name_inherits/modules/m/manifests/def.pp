define m::def {
  notice("def: module=${module_name} caller=${caller_module_name}")
}
