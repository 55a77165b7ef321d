# ensure_in_catalog with parameters of a class the catalog has.
include rmk::opts
rmk_ensure('rmk::opts', { 'size' => 2 })
