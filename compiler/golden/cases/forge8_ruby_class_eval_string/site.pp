# QA-FORGE-8: Ruby's class_eval / module_eval of a String in a module function.
notice(m::classeval('ab'))
