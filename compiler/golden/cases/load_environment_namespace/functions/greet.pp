function greet(String $s) { "greet ${s} ${module_name}" }
