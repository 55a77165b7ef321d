# QA-FORGE-6: Array#product with a block (yields each combination, returns self), detect/find with an ifnone
# proc, and cycle with a count (finite: Punch refused it as an endless enumerator).
probe::fb().each |$l| { notice($l) }
