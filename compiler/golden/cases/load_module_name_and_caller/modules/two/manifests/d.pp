define two::d { notice("two::d: ${module_name}|${caller_module_name}") include two }
