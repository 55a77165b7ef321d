# QA-FORGE-6: the class and message of Ruby exceptions that module functions raise or rescue (NoMethodError with the
# receiver's inspect, TypeError, KeyError, IndexError, ArgumentError arity, FrozenError, JSON/Psych errors,
# Encoding errors...), each rescued and printed. Divergent ones: forge6_ruby_error_messages_builtins, forge6_ruby_function_file_constants.
probe::errors().each |$l| { notice($l) }
