# $module_name and $caller_module_name in classes, defined types and functions of modules.
notice("site: ${module_name}|${caller_module_name}")
notice(one::f())
include one
class two::inline { notice("two::inline from site: ${module_name}|${caller_module_name}") }
include two::inline
