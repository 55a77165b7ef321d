# Init of NotUndef cannot create instances (PInitType#assert_initialized).
notice(Init[String]('x'))
notice(Init[NotUndef[String]]('x'))
