# A generate() that changes its own environment's files (a stamp manifest beside site.pp) and counts
# its runs: Puppet compiles the catalog once, so the command runs once (QA-FORGE-20: Punch compiled it
# again on the changed files, running the command two or three times).
$dir = "${settings::environmentpath}/${environment}"
$runs = generate('/bin/sh', '-c', "echo run >> '${dir}/runs.log'; echo '# stamp' > '${dir}/manifests/zz_stamp.pp'; wc -l < '${dir}/runs.log'")
notice("runs: ${runs.strip}")
notify { "runs ${runs.strip}": }
