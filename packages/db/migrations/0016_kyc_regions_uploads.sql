CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "nationality" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "residence_country" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "issue_country" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "id_type" smallint;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "issue_state" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "id_expiry" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "front_img" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "back_img" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "selfie_img" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","id");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_province_id_regions_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_issue_state_regions_id_fk" FOREIGN KEY ("issue_state") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persons_review_queue_idx" ON "persons" USING btree ("submitted_at","id") WHERE "persons"."verify_status" = 0;--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_kind_ck" CHECK (("uploaded_files"."merchant_id" is not null and "uploaded_files"."bytes" is not null and "uploaded_files"."width" is not null and "uploaded_files"."height" is not null)
        or ("uploaded_files"."merchant_id" is null and "uploaded_files"."owner_user_id" is not null and "uploaded_files"."bytes" is null));
--> statement-breakpoint
-- Reference data: Australian states and cities (ids 1001…, 1101…), Chinese provinces and cities (2001…, 2101…).
INSERT INTO "regions" ("id", "parent_id", "level", "name", "en_name") VALUES
  (1001, 1, 1, '新南威尔士州', 'New South Wales'),
  (1101, 1001, 2, '悉尼', 'Sydney'),
  (1102, 1001, 2, '纽卡斯尔', 'Newcastle'),
  (1103, 1001, 2, '卧龙岗', 'Wollongong'),
  (1104, 1001, 2, '中央海岸', 'Central Coast'),
  (1105, 1001, 2, '沃加沃加', 'Wagga Wagga'),
  (1002, 1, 1, '维多利亚州', 'Victoria'),
  (1106, 1002, 2, '墨尔本', 'Melbourne'),
  (1107, 1002, 2, '吉朗', 'Geelong'),
  (1108, 1002, 2, '巴拉瑞特', 'Ballarat'),
  (1109, 1002, 2, '本迪戈', 'Bendigo'),
  (1003, 1, 1, '昆士兰州', 'Queensland'),
  (1110, 1003, 2, '布里斯班', 'Brisbane'),
  (1111, 1003, 2, '黄金海岸', 'Gold Coast'),
  (1112, 1003, 2, '阳光海岸', 'Sunshine Coast'),
  (1113, 1003, 2, '汤斯维尔', 'Townsville'),
  (1114, 1003, 2, '凯恩斯', 'Cairns'),
  (1115, 1003, 2, '图文巴', 'Toowoomba'),
  (1004, 1, 1, '西澳大利亚州', 'Western Australia'),
  (1116, 1004, 2, '珀斯', 'Perth'),
  (1117, 1004, 2, '曼杜拉', 'Mandurah'),
  (1118, 1004, 2, '班伯里', 'Bunbury'),
  (1005, 1, 1, '南澳大利亚州', 'South Australia'),
  (1119, 1005, 2, '阿德莱德', 'Adelaide'),
  (1120, 1005, 2, '甘比尔山', 'Mount Gambier'),
  (1006, 1, 1, '塔斯马尼亚州', 'Tasmania'),
  (1121, 1006, 2, '霍巴特', 'Hobart'),
  (1122, 1006, 2, '朗塞斯顿', 'Launceston'),
  (1007, 1, 1, '澳大利亚首都领地', 'Australian Capital Territory'),
  (1123, 1007, 2, '堪培拉', 'Canberra'),
  (1008, 1, 1, '北领地', 'Northern Territory'),
  (1124, 1008, 2, '达尔文', 'Darwin'),
  (1125, 1008, 2, '爱丽斯泉', 'Alice Springs'),
  (2001, 2, 1, '北京市', 'Beijing'),
  (2101, 2001, 2, '北京', 'Beijing'),
  (2002, 2, 1, '天津市', 'Tianjin'),
  (2102, 2002, 2, '天津', 'Tianjin'),
  (2003, 2, 1, '上海市', 'Shanghai'),
  (2103, 2003, 2, '上海', 'Shanghai'),
  (2004, 2, 1, '重庆市', 'Chongqing'),
  (2104, 2004, 2, '重庆', 'Chongqing'),
  (2005, 2, 1, '河北省', 'Hebei'),
  (2105, 2005, 2, '石家庄', 'Shijiazhuang'),
  (2106, 2005, 2, '唐山', 'Tangshan'),
  (2107, 2005, 2, '保定', 'Baoding'),
  (2006, 2, 1, '山西省', 'Shanxi'),
  (2108, 2006, 2, '太原', 'Taiyuan'),
  (2109, 2006, 2, '大同', 'Datong'),
  (2007, 2, 1, '内蒙古自治区', 'Inner Mongolia'),
  (2110, 2007, 2, '呼和浩特', 'Hohhot'),
  (2111, 2007, 2, '包头', 'Baotou'),
  (2008, 2, 1, '辽宁省', 'Liaoning'),
  (2112, 2008, 2, '沈阳', 'Shenyang'),
  (2113, 2008, 2, '大连', 'Dalian'),
  (2009, 2, 1, '吉林省', 'Jilin'),
  (2114, 2009, 2, '长春', 'Changchun'),
  (2115, 2009, 2, '吉林', 'Jilin'),
  (2010, 2, 1, '黑龙江省', 'Heilongjiang'),
  (2116, 2010, 2, '哈尔滨', 'Harbin'),
  (2117, 2010, 2, '大庆', 'Daqing'),
  (2011, 2, 1, '江苏省', 'Jiangsu'),
  (2118, 2011, 2, '南京', 'Nanjing'),
  (2119, 2011, 2, '苏州', 'Suzhou'),
  (2120, 2011, 2, '无锡', 'Wuxi'),
  (2012, 2, 1, '浙江省', 'Zhejiang'),
  (2121, 2012, 2, '杭州', 'Hangzhou'),
  (2122, 2012, 2, '宁波', 'Ningbo'),
  (2123, 2012, 2, '温州', 'Wenzhou'),
  (2013, 2, 1, '安徽省', 'Anhui'),
  (2124, 2013, 2, '合肥', 'Hefei'),
  (2125, 2013, 2, '芜湖', 'Wuhu'),
  (2014, 2, 1, '福建省', 'Fujian'),
  (2126, 2014, 2, '福州', 'Fuzhou'),
  (2127, 2014, 2, '厦门', 'Xiamen'),
  (2128, 2014, 2, '泉州', 'Quanzhou'),
  (2015, 2, 1, '江西省', 'Jiangxi'),
  (2129, 2015, 2, '南昌', 'Nanchang'),
  (2130, 2015, 2, '赣州', 'Ganzhou'),
  (2016, 2, 1, '山东省', 'Shandong'),
  (2131, 2016, 2, '济南', 'Jinan'),
  (2132, 2016, 2, '青岛', 'Qingdao'),
  (2133, 2016, 2, '烟台', 'Yantai'),
  (2017, 2, 1, '河南省', 'Henan'),
  (2134, 2017, 2, '郑州', 'Zhengzhou'),
  (2135, 2017, 2, '洛阳', 'Luoyang'),
  (2018, 2, 1, '湖北省', 'Hubei'),
  (2136, 2018, 2, '武汉', 'Wuhan'),
  (2137, 2018, 2, '宜昌', 'Yichang'),
  (2019, 2, 1, '湖南省', 'Hunan'),
  (2138, 2019, 2, '长沙', 'Changsha'),
  (2139, 2019, 2, '株洲', 'Zhuzhou'),
  (2020, 2, 1, '广东省', 'Guangdong'),
  (2140, 2020, 2, '广州', 'Guangzhou'),
  (2141, 2020, 2, '深圳', 'Shenzhen'),
  (2142, 2020, 2, '东莞', 'Dongguan'),
  (2143, 2020, 2, '佛山', 'Foshan'),
  (2144, 2020, 2, '珠海', 'Zhuhai'),
  (2021, 2, 1, '广西壮族自治区', 'Guangxi'),
  (2145, 2021, 2, '南宁', 'Nanning'),
  (2146, 2021, 2, '桂林', 'Guilin'),
  (2022, 2, 1, '海南省', 'Hainan'),
  (2147, 2022, 2, '海口', 'Haikou'),
  (2148, 2022, 2, '三亚', 'Sanya'),
  (2023, 2, 1, '四川省', 'Sichuan'),
  (2149, 2023, 2, '成都', 'Chengdu'),
  (2150, 2023, 2, '绵阳', 'Mianyang'),
  (2024, 2, 1, '贵州省', 'Guizhou'),
  (2151, 2024, 2, '贵阳', 'Guiyang'),
  (2152, 2024, 2, '遵义', 'Zunyi'),
  (2025, 2, 1, '云南省', 'Yunnan'),
  (2153, 2025, 2, '昆明', 'Kunming'),
  (2154, 2025, 2, '大理', 'Dali'),
  (2026, 2, 1, '西藏自治区', 'Tibet'),
  (2155, 2026, 2, '拉萨', 'Lhasa'),
  (2027, 2, 1, '陕西省', 'Shaanxi'),
  (2156, 2027, 2, '西安', 'Xi''an'),
  (2157, 2027, 2, '宝鸡', 'Baoji'),
  (2028, 2, 1, '甘肃省', 'Gansu'),
  (2158, 2028, 2, '兰州', 'Lanzhou'),
  (2029, 2, 1, '青海省', 'Qinghai'),
  (2159, 2029, 2, '西宁', 'Xining'),
  (2030, 2, 1, '宁夏回族自治区', 'Ningxia'),
  (2160, 2030, 2, '银川', 'Yinchuan'),
  (2031, 2, 1, '新疆维吾尔自治区', 'Xinjiang'),
  (2161, 2031, 2, '乌鲁木齐', 'Urumqi'),
  (2162, 2031, 2, '喀什', 'Kashgar'),
  (2032, 2, 1, '香港特别行政区', 'Hong Kong'),
  (2163, 2032, 2, '香港', 'Hong Kong'),
  (2033, 2, 1, '澳门特别行政区', 'Macau'),
  (2164, 2033, 2, '澳门', 'Macau');
