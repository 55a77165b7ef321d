#!/bin/sh
# Records what Debian's puppet 7.23 (and puppetserver ca 7.9.5's CLI, with
# no Puppet Server running) print for each line of cmds.txt
# (ID | COMMAND ARGS...), for cmd/punch's TestOpsCLIMatchesPuppet: the
# site (site/, its @ROOT@ written as a scratch copy's path) is copied to a
# scratch directory, the commands run there in order, and each one's stdout,
# stderr (without terminal colours) and exit status go to runs/ID.out,
# runs/ID.err, runs/ID.status, with the scratch path written back as ROOT;
# for a puppetserver ca command also the files it wrote, runs/ID.files.
# With IDs as arguments only those run and are recorded again (the ca_*
# commands change the site's CA directories: record them together).
# Inputs made once when missing, and kept: the eyaml keys,
# site/conf/data/secrets.eyaml and site/hieradata/common.eyaml (hiera-eyaml's
# eyaml command), the external CA of site/extca that `puppetserver ca import`
# takes (openssl), an external root with an intermediate under it (site/extca2,
# ruby's openssl), and the site's existing CA, site/ca and site/ssl
# (puppetserver ca setup), and site/dupca, that CA with duplicate
# revocations in its CRL (ruby's openssl).
#   sh cmd/punch/testdata/opscli/record.sh [ID...]
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
site=$dir/site
if [ ! -f "$site/conf/keys/private_key.pkcs7.pem" ]; then
	eyaml createkeys --pkcs7-private-key="$site/conf/keys/private_key.pkcs7.pem" \
		--pkcs7-public-key="$site/conf/keys/public_key.pkcs7.pem" >/dev/null
	rm -f "$site/conf/data/secrets.eyaml"
fi
if [ ! -f "$site/conf/data/secrets.eyaml" ]; then
	secret=$(eyaml encrypt -o string -s 'hunter2' --pkcs7-public-key="$site/conf/keys/public_key.pkcs7.pem")
	printf -- '---\nglobal::password: %s\nglobal::plain: "plain-%%{facts.os.family}"\n' "$secret" >"$site/conf/data/secrets.eyaml"
fi
if [ ! -f "$site/hieradata/common.eyaml" ]; then
	secret=$(eyaml encrypt -o string -s 'v3-secret' --pkcs7-public-key="$site/conf/keys/public_key.pkcs7.pem")
	printf -- '---\nsecret: %s\nsite::users:\n  carol: {uid: 3}\n' "$secret" >"$site/hieradata/common.eyaml"
fi
if [ ! -f "$site/extca/ca_crl.pem" ]; then
	mkdir -p "$site/extca"
	openssl req -x509 -newkey rsa:2048 -nodes -keyout "$site/extca/ca_key.pem" -out "$site/extca/ca_crt.pem" \
		-days 3650 -subj "/CN=External Root CA" -addext "basicConstraints=critical,CA:TRUE" \
		-addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
	crl=$(mktemp -d /tmp/opscli-crl.XXXXXX)
	touch "$crl/index.txt"
	echo 01 >"$crl/crlnumber"
	printf '[ca]\ndefault_ca = d\n[d]\ndatabase = %s/index.txt\ncrlnumber = %s/crlnumber\ndefault_md = sha256\ndefault_crl_days = 3650\n' "$crl" "$crl" >"$crl/ca.cnf"
	openssl ca -config "$crl/ca.cnf" -gencrl -keyfile "$site/extca/ca_key.pem" -cert "$site/extca/ca_crt.pem" \
		-out "$site/extca/ca_crl.pem" 2>/dev/null
	rm -rf "$crl"
fi
if [ ! -f "$site/extca2/crl_chain.pem" ]; then
	# An external root and an intermediate CA under it, for puppetserver ca
	# import of an intermediate: bundle.pem (intermediate, root), each
	# one's CRL and crl_chain.pem (both).
	mkdir -p "$site/extca2"
	ruby -ropenssl -e '
		d = ARGV[0]
		now = Time.utc(2026, 11, 30)
		mk = lambda do |cn, key, issuer_cert, issuer_key, serial|
			c = OpenSSL::X509::Certificate.new
			c.version = 2
			c.serial = serial
			c.subject = OpenSSL::X509::Name.new([["CN", cn]])
			c.issuer = issuer_cert ? issuer_cert.subject : c.subject
			c.public_key = key.public_key
			c.not_before = now - 86400
			c.not_after = now + 10 * 365 * 86400
			ef = OpenSSL::X509::ExtensionFactory.new
			ef.subject_certificate = c
			ef.issuer_certificate = issuer_cert || c
			c.add_extension(ef.create_extension("basicConstraints", "CA:TRUE", true))
			c.add_extension(ef.create_extension("keyUsage", "keyCertSign, cRLSign", true))
			c.add_extension(ef.create_extension("subjectKeyIdentifier", "hash", false))
			c.add_extension(ef.create_extension("authorityKeyIdentifier", "keyid:always", false))
			c.sign(issuer_key || key, OpenSSL::Digest.new("SHA256"))
			c
		end
		crl_of = lambda do |cert, key|
			crl = OpenSSL::X509::CRL.new
			crl.version = 1
			crl.issuer = cert.subject
			crl.last_update = now - 86400
			crl.next_update = now + 10 * 365 * 86400
			ef = OpenSSL::X509::ExtensionFactory.new
			ef.issuer_certificate = cert
			crl.add_extension(ef.create_extension("authorityKeyIdentifier", "keyid:always"))
			crl.add_extension(OpenSSL::X509::Extension.new("crlNumber", OpenSSL::ASN1::Integer(0)))
			crl.sign(key, OpenSSL::Digest.new("SHA256"))
			crl
		end
		root_key = OpenSSL::PKey::RSA.new(2048)
		root = mk.call("External Root CA 2", root_key, nil, nil, 1)
		int_key = OpenSSL::PKey::RSA.new(2048)
		int = mk.call("External Intermediate CA", int_key, root, root_key, 2)
		w = ->(n, t) { File.write(File.join(d, n), t) }
		w.call("root_key.pem", root_key.to_pem)
		w.call("root_crt.pem", root.to_pem)
		w.call("int_key.pem", int_key.to_pem)
		w.call("int_crt.pem", int.to_pem)
		w.call("bundle.pem", int.to_pem + root.to_pem)
		w.call("root_crl.pem", crl_of.call(root, root_key).to_pem)
		w.call("int_crl.pem", crl_of.call(int, int_key).to_pem)
		w.call("crl_chain.pem", crl_of.call(int, int_key).to_pem + File.read(File.join(d, "root_crl.pem")))
	' "$site/extca2"
fi
if [ ! -f "$site/ca/ca_crt.pem" ]; then
	conf=$(mktemp -d /tmp/opscli-ca.XXXXXX)
	printf '[main]\nconfdir = %s\nvardir = %s/var\nssldir = %s/ssl\ncertname = puppet.example.com\n[server]\ncadir = %s/ca\n' \
		"$conf" "$conf" "$site" "$site" >"$conf/puppet.conf"
	puppetserver ca setup --config "$conf/puppet.conf" --certname puppet.example.com --subject-alt-names puppet >/dev/null
	rm -rf "$conf"
fi
if [ ! -f "$site/dupca/ca_crl.pem" ]; then
	# The site's CA again, its CRL holding duplicate revocations (serials
	# 5 and 6 twice), for puppetserver ca prune.
	cp -r "$site/ca" "$site/dupca"
	# (its ssldir: the CA certificate and CRL puppetserver ca trusts, to see that
	# no server is running)
	mkdir -p "$site/dup-ssl/certs"
	cp "$site/ssl/certs/ca.pem" "$site/dup-ssl/certs/ca.pem"
	cp "$site/ssl/crl.pem" "$site/dup-ssl/crl.pem"
	ruby -ropenssl -e '
		d = ARGV[0]
		cert = OpenSSL::X509::Certificate.new(File.read(File.join(d, "ca_crt.pem")))
		key = OpenSSL::PKey.read(File.read(File.join(d, "ca_key.pem")))
		crl = OpenSSL::X509::CRL.new
		crl.version = 1
		crl.issuer = cert.subject
		crl.last_update = Time.utc(2026, 11, 30)
		crl.next_update = Time.utc(2031, 11, 30)
		[5, 6, 5, 7, 6].each do |n|
			r = OpenSSL::X509::Revoked.new
			r.serial = n
			r.time = Time.utc(2026, 11, 30)
			crl.add_revoked(r)
		end
		ef = OpenSSL::X509::ExtensionFactory.new
		ef.issuer_certificate = cert
		crl.add_extension(ef.create_extension("authorityKeyIdentifier", "keyid:always"))
		crl.add_extension(OpenSSL::X509::Extension.new("crlNumber", OpenSSL::ASN1::Integer(3)))
		crl.sign(key, OpenSSL::Digest.new("SHA256"))
		File.write(File.join(d, "ca_crl.pem"), crl.to_pem)
	' "$site/dupca"
fi
root=$(mktemp -d /tmp/opscli.XXXXXX)
trap 'rm -rf "$root" "$root/../.before.$$" "$root/../.after.$$"' EXIT
# snapshot lists every file of the scratch site with its mode and a hash of
# its content (not the command's captured output).
snapshot() {
	(cd "$root" && find . -type f ! -name .out ! -name .err | LC_ALL=C sort | while read -r f; do
		printf '%s %s %s\n' "${f#./}" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -c1-16)"
	done)
}
cp -r "$site/." "$root/"
grep -rl '@ROOT@' "$root" | while read -r f; do sed -i "s#@ROOT@#$root#g" "$f"; done
mkdir -p "$dir/runs"
[ $# -gt 0 ] || rm -f "$dir"/runs/*
grep -v '^#' "$dir/cmds.txt" | while IFS='|' read -r id cmd; do
	id=$(echo "$id" | tr -d ' ')
	[ -n "$id" ] || continue
	if [ $# -gt 0 ]; then
		skip=yes
		for want in "$@"; do [ "$want" = "$id" ] && skip=; done
		[ -z "$skip" ] || continue
	fi
	args=$(echo "$cmd" | sed "s#@ROOT@#$root#g")
	case "$args" in *puppetserver\ ca\ *) snapshot >"$root/../.before.$$" ;; esac
	set +e
	# shellcheck disable=SC2086
	(cd "$root" && $args </dev/null >"$root/.out" 2>"$root/.err")
	status=$?
	set -e
	case "$args" in *puppetserver\ ca\ *)
		# The files the command wrote (+ new, ~ changed, - removed), with
		# their modes: runs/ID.files.
		snapshot >"$root/../.after.$$"
		awk 'NR == FNR { a[$1] = $2 " " $3; next }
			!($1 in a) { print "+ " $1 " " $2; next }
			a[$1] != $2 " " $3 { print "~ " $1 " " $2 }
			{ delete a[$1] }
			END { for (k in a) print "- " k }' "$root/../.before.$$" "$root/../.after.$$" |
			LC_ALL=C sort -k2 >"$dir/runs/$id.files"
		rm -f "$root/../.before.$$" "$root/../.after.$$"
		;;
	esac
	echo $status >"$dir/runs/$id.status"
	sed -e "s#$root#ROOT#g" -e 's/\x1b\[[0-9;]*m//g' "$root/.out" >"$dir/runs/$id.out"
	sed -e "s#$root#ROOT#g" -e 's/\x1b\[[0-9;]*m//g' "$root/.err" >"$dir/runs/$id.err"
done
