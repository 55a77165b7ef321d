type Alpha::Num = Integer[0, 5]
