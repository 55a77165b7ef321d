# Defined types and classes are found in the file of a parent name (app/manifests/d.pp for
# app::d::e) and in init.pp (app::a::b).
app::d::e { 't': }
include app::a::b
