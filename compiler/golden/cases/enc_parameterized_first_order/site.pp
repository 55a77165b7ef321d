# Order of evaluation of ENC classes: parameterized (resource-like) ones first, then the others.
class zeta { notice('zeta') }
class alpha($p) { notice("alpha ${p}") }
class mid { notice('mid') }
class beta($p) { notice("beta ${p}") }
node default { notice('node') }
