$module_name = "x"
notice($module_name)
