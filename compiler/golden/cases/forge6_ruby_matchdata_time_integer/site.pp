# QA-FORGE-6: results that differed in Punch's Ruby: MatchData#end/begin/offset with a group name (Symbol or String),
# Integer#digits with a base (Punch ignored the base: 255.digits(16) gave [5, 5, 2], a wrong value), Integer#pow with a
# modulus, Time#round/floor, Time.strptime (require 'time').
probe::mt().each |$l| { notice($l) }
