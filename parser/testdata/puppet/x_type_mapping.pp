type Runtime[ruby, "x"] = Integer
