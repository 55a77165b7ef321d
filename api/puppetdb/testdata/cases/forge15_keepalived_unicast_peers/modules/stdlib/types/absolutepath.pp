# @summary A strict absolutepath type
type Stdlib::Absolutepath = Variant[Stdlib::Windowspath, Stdlib::Unixpath]
