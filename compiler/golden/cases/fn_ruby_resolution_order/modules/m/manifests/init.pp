class m {
  # From module code too: the initial manifests' abs, the environment's envfirst.
  notify { 'm: abs': message => abs(-4) }
  notify { 'm: envfirst': message => envfirst() }
}
