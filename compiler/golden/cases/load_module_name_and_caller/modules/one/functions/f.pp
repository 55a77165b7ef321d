function one::f() { "one::f: ${module_name}|${caller_module_name}" }
