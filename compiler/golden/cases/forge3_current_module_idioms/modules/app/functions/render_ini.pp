function app::render_ini(Hash[String, Hash] $data) >> String {
  $data.map |$section, $kv| {
    $lines = $kv.map |$k, $v| {
      $val = $v ? {
        Array   => $v.join(','),
        Boolean => String($v),
        default => $v,
      }
      "${k} = ${val}"
    }
    "[${section}]\n${lines.sort.join("\n")}\n"
  }.join("\n")
}
