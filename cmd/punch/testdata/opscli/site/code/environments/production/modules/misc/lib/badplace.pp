class misc::badplace {}
