define fz::d($p = 'default literal', $q = "dq${title}", $r = undef) {
  notice(fz::probe('define title', $title))
  notice(fz::probe('define name', $name))
  notice(fz::probe('define param default', $p))
  notice(fz::probe('define param dq default', $q))
  notice(fz::probe('define param given', $r))
}
