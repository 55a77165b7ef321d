notify { "ok": }
