define app::d::e() { notice("define ${title} ${module_name}") }
