node /^(web)(\d+)\.(.*)$/ { notice("${0} ${1} ${2} ${3}") $z = $2 include c }
class c { notice("z=${z} 1=${1}") }
