type Other = Integer
