function fz::ident($v) { $v }
