# QA-FORGE-8: Ruby's instance_eval of a String (with file and line) in a module function, as SIMP's
# compliance_markup::enforcement does to load more methods.
notice(m::evaled('x'))
