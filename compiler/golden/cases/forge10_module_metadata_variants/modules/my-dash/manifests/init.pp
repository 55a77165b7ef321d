class my_dash { notice("dash") }
