class fz::c($p = 'cdefault', $q = undef) {
  notice(fz::probe('class param default', $p))
  notice(fz::probe('class param given', $q))
  notice(fz::probe('class title', $title))
  notice(fz::probe('class name', $name))
}
