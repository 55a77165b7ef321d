# QA-FORGE-7: the class form of err_forge7_define_param_unknown_type: a class parameter's type names
# a type alias no module provides, the class declared with a resource-like declaration.
class { 'm': }
