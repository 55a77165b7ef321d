function two::g() { "two::g: ${module_name}|${caller_module_name}" }
