type Envport = Integer[1, 65535]
