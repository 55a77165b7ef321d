# app::y is looked for in app/manifests/y.pp and init.pp only.
include app::y
include app::x
