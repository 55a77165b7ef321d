# QA-FORGE-7: err_forge7_define_param_unknown_type's define declared inside a class's body.
include m
