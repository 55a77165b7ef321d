# Written for this case after hlindberg/tahu's get_attr: a type's parameters read through its _pcore_type
# (PAnyType#_pcore_type, PObjectType#parameter_info).
notify { 'get_attr type': message => [tahu::get_attr(Integer[1, 5], 'from'), tahu::get_attr(Integer[1, 5], 'to'), tahu::get_attr(Float[0.5], 'from'), tahu::get_attr(Enum['a', 'b'], 'values')] }
