# eval at one call site with changing source (written for this case)
notice(probe::evals())
