class app::a::b { notice("a::b in init.pp ${module_name}") }
