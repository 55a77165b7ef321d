class base::tools { notice("tools ${module_name}") }
