@File["x"] { a => 1 }
