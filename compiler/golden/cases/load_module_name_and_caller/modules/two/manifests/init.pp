class two { notice("two: ${module_name}|${caller_module_name}") }
