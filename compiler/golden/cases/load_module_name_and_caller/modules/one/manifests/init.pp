class one {
  notice("one: ${module_name}|${caller_module_name}")
  two::d { 'x': }
  notice(two::g())
}
