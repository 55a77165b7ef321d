function alpha::fn() { "fn in ${module_name}" }
