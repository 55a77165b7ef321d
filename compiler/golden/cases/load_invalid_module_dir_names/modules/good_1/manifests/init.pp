class good_1 { notice("good_1 ${module_name}") }
