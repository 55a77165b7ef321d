$i = "a\uD800b"
