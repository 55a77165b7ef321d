node /^web\d+\./ {
  notice("node web regex: ${site_owner} ${trusted['certname']}")
  include role::web
}
