class type {}
